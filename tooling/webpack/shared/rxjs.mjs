// What the apps use of rxjs, and all the browser builds share of it (see react-router-dom.mjs here): the event bus's
// Subject is under 1 KB gzip, the whole shared rxjs about 17 KB.
// Imported by its own path: the shared request 'rxjs' itself would resolve to this file and wait for itself.
export { Subject } from 'rxjs/internal/Subject';
