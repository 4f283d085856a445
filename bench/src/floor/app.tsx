// The floor: the smallest React page, to compare the site's timings against.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<h1>Новостройки от застройщика</h1>);
