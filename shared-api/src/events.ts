// Events that cross app boundaries travel over one rxjs Subject owned by the shell.
import { Subject } from 'rxjs';

export type LotList = 'favorites' | 'comparison';

export interface Notice {
  title: string;
  text?: string;
  link?: { href: string; label: string };
}

export type BusEvent =
  | { type: 'lots/changed'; list: LotList; ids: number[]; change?: { id: number; action: 'added' | 'removed' } }
  | { type: 'notify'; notice: Notice }
  | { type: 'city/changed'; slug: string }
  | { type: 'lead/submitted'; form: string }
  | { type: 'menu/close' };

export type EventBus = Subject<BusEvent>;

export function createEventBus(): EventBus {
  return new Subject<BusEvent>();
}

/** Narrows the bus to one event type. */
export function isEvent<T extends BusEvent['type']>(type: T) {
  return (event: BusEvent): event is Extract<BusEvent, { type: T }> => event.type === type;
}
