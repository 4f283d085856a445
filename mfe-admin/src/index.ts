// Async boundary: shared modules are negotiated before the remote's code runs.
void import('./bootstrap');
