// Async boundary: shared modules are negotiated by module federation before the app's code runs.
void import('./bootstrap');
