// The back office, as the shell's /admin/ page loads it through the federation runtime.
import { AdminApp } from '../app/AdminApp';

export default AdminApp;
