/**
 * A change of anything in the catalogue (a project's structure, a seed) also records the ids of the lots it changed
 * (null: too many to name), so what follows the lots one by one (the lots kept in each process's memory) reads those
 * again instead of every lot; the caches still treat the change as one of anything.
 */
export const sql = /* sql */ `
alter table catalogue_changes add column lot_ids integer[];
`;
