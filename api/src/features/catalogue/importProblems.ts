/**
 * Why a file was refused: each bad row (`line 7` of a price list, the JSON path of a feed's item) with its reasons.
 * It is the API's usual 400 body, `{field: [messages]}`, keyed by row.
 */
export type ImportProblems = Record<string, string[]>;
