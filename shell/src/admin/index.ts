// The back office's page (/admin/): an entry of its own, so the public pages never load it. Async boundary: the
// shared modules are negotiated by module federation before its code runs.
void import('./adminBootstrap');
