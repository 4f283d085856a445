// Standalone development host (`npm run dev -w mfe-admin`, http://127.0.0.1:3005/): the back office alone, with the
// API behind the dev server's proxy, as the shell serves it at /admin/.
import { createRoot } from 'react-dom/client';
import AdminApp from './exposes/AdminApp';

createRoot(document.getElementById('root')!).render(<AdminApp basename="/" />);
