// A router and a fresh query cache around the page under test (its context: shared-api/testing/testShell).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@estate/shared-api';

/** Renders inside a router and a fresh query cache, as the shell does. */
export function renderWithRouter(element: ReactElement, path = '/') {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(element, { wrapper: Wrapper });
}
