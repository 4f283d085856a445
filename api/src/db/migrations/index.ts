import { sql as content } from './0001_content';
import { sql as visitors } from './0002_visitors';
import { sql as security } from './0003_security';
import { sql as outbox } from './0004_outbox';
import { sql as dataVersions } from './0005_data_versions';
import { sql as sessionHandoffs } from './0006_session_handoffs';
import { sql as lotIndexes } from './0007_lot_indexes';
import { sql as catalogueImport } from './0008_catalogue_import';
import { sql as completionIndex } from './0009_completion_index';
import { sql as codeLimits } from './0010_code_limits';
import { sql as bookingHolds } from './0011_booking_holds';
import { sql as idempotencyKeys } from './0012_idempotency_keys';
import { sql as backOffice } from './0013_back_office';
import { sql as lotCells } from './0014_lot_cells';
import { sql as priceHistoryPerStatement } from './0015_price_history_per_statement';
import { sql as lotIndexesPruned } from './0016_lot_indexes_pruned';
import { sql as catalogueChangeLotIds } from './0017_catalogue_change_lot_ids';
import { sql as lotTriggersPlannedPerFiring } from './0018_lot_triggers_planned_per_firing';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Forward-only and append-only: never edit a released migration, add the next number. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'content', sql: content },
  { version: 2, name: 'visitors', sql: visitors },
  { version: 3, name: 'security', sql: security },
  { version: 4, name: 'outbox', sql: outbox },
  { version: 5, name: 'data_versions', sql: dataVersions },
  { version: 6, name: 'session_handoffs', sql: sessionHandoffs },
  { version: 7, name: 'lot_indexes', sql: lotIndexes },
  { version: 8, name: 'catalogue_import', sql: catalogueImport },
  { version: 9, name: 'completion_index', sql: completionIndex },
  { version: 10, name: 'code_limits', sql: codeLimits },
  { version: 11, name: 'booking_holds', sql: bookingHolds },
  { version: 12, name: 'idempotency_keys', sql: idempotencyKeys },
  { version: 13, name: 'back_office', sql: backOffice },
  { version: 14, name: 'lot_cells', sql: lotCells },
  { version: 15, name: 'price_history_per_statement', sql: priceHistoryPerStatement },
  { version: 16, name: 'lot_indexes_pruned', sql: lotIndexesPruned },
  { version: 17, name: 'catalogue_change_lot_ids', sql: catalogueChangeLotIds },
  { version: 18, name: 'lot_triggers_planned_per_firing', sql: lotTriggersPlannedPerFiring },
];
