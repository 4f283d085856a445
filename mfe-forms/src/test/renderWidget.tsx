// Renders a widget the way the shell does: inside the page's query cache (a fresh one per test, as per page load).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@estate/shared-api';

export function renderWidget(element: ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
}
