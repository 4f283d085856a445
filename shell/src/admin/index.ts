// The back office's page (/admin/): a build of its own (dist/admin/), so the public pages' scripts are exactly what
// they would be without it. Async boundary: the shared modules are negotiated by module federation before its code runs.
void import('./adminBootstrap');
