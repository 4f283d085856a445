/**
 * One index for the completion date, filtered and ordered alike by its code (year × 10 + quarter): with two (the
 * columns and the code) the planner sometimes filtered a whole scan of the first instead of seeking in the second.
 */
export const sql = /* sql */ `
drop index lots_completion_id;
drop index lots_completion_code;
create index lots_completion_code_id on lots ((completion_year * 10 + completion_quarter), id);
`;
