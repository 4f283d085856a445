// The shell hands base data over as `unknown` (the contract is generic); this narrows it to the API's shape.
import type { ShellContext } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';

function isBaseData(value: unknown): value is BaseData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'central_sales_office' in value &&
    'property_count_fields' in value &&
    'property_tags' in value
  );
}

/** The city's base data, or null when the shell could not load it. */
export function baseDataOf(ctx: Pick<ShellContext, 'baseData'>): BaseData | null {
  return isBaseData(ctx.baseData) ? ctx.baseData : null;
}
