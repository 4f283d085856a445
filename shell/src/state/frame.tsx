// The frame's own typed view of the initial state plus its small stores (counts, consent, notices, modals).
// Remotes get the contract's ShellContext; the header, footer and notices read this.
import { createContext, useContext, type ReactNode } from 'react';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { Company } from '@estate/shared-api/dto/content';
import type { ConsentStore } from './consent';
import type { LotCountsStore } from './lotCounts';
import type { ModalStore } from './modals';
import type { NotificationsStore } from './notifications';
import type { ProjectShort } from './projectShort';

export interface Frame {
  city: City;
  cities: City[];
  baseData: BaseData | null;
  projects: ProjectShort[];
  company: Company | null;
  lotCounts: LotCountsStore;
  consent: ConsentStore;
  notifications: NotificationsStore;
  modals: ModalStore;
}

const FrameContext = createContext<Frame | null>(null);

export function FrameProvider({ frame, children }: { frame: Frame; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

export function useFrame(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrame outside FrameProvider');
  return frame;
}
