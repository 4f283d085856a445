/**
 * The advisory lock over who decides lots' statuses: a catalogue import holds it exclusively for its transaction (so
 * imports run one at a time), while bookings and the release of expired holds share it. An import thus never
 * overwrites a hold made after it read the lots, and a hold never slips into an import half applied.
 */
export const LOT_STATUS_LOCK = 19_0008;
