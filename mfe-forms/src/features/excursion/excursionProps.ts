// The widget's props: an excursion (or office) object, or the flat shape mfe-press sends
// (mfe-press/src/features/excursions/bookingProps.ts), with onClose when the form sits in the caller's dialog; or a
// lot to view at its office (forms/LotViewing).
import type { Excursion, OfficeHours } from '@estate/shared-api/dto/offices';

/** The office the visit is at: an Office or an excursion's office. */
export interface ExcursionOffice {
  id: number;
  name: string;
  address: string;
  hours: OfficeHours[];
}

export type ExcursionRef = Pick<Excursion, 'id' | 'title'> & { office: ExcursionOffice };

export interface ExcursionFormProps {
  /** the excursion being booked (its office gives the hours) */
  excursion?: ExcursionRef;
  /** or just an office, for a visit without a chosen excursion */
  office?: ExcursionOffice;
  excursionId?: number;
  excursionTitle?: string;
  officeId?: number;
  officeName?: string;
  officeAddress?: string;
  officeHours?: OfficeHours[];
  /** the caller's dialog closes: the form leaves out its own title and card, and "Отлично" calls this */
  onClose?: () => void;
  /** a viewing of this lot at `office` instead of an excursion (a lead of its own type) */
  lot?: { id: number; title: string };
}

export interface ExcursionTarget {
  excursion: ExcursionRef | null;
  office: ExcursionOffice | null;
}

export function excursionTarget(props: ExcursionFormProps): ExcursionTarget {
  const flatOffice: ExcursionOffice | null =
    props.officeId !== undefined
      ? { id: props.officeId, name: props.officeName ?? '', address: props.officeAddress ?? '', hours: props.officeHours ?? [] }
      : null;
  const office = props.office ?? props.excursion?.office ?? flatOffice;
  const excursion =
    props.excursion ??
    (props.excursionId !== undefined && office ? { id: props.excursionId, title: props.excursionTitle ?? '', office } : null);
  return { excursion, office };
}
