// Room-count labels of product §3: 0 is a studio, 1–4 rooms are '1-комнатная' … '4-комнатная'.
export interface RoomLabels {
  label: string;
  short: string;
  extra: string;
}

export function roomLabels(rooms: number): RoomLabels {
  if (rooms === 0) return { label: 'Студия', short: 'Студия', extra: 'Ст' };
  return { label: `${rooms}-комнатная`, short: `${rooms}-комн.`, extra: `${rooms}к` };
}

export const roomLabel = (rooms: number): string => roomLabels(rooms).label;
export const roomShortLabel = (rooms: number): string => roomLabels(rooms).short;
export const roomExtraLabel = (rooms: number): string => roomLabels(rooms).extra;
