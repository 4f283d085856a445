import type { LotEndpoint, LotFeature, LotKind } from '../../domain/lotVocabulary';
import type { LotFlagFilter, LotMultiFilter, LotRangeFilter } from './lotSchemas';

/** What each lot endpoint lists and which filters it understands (others are ignored). */
export interface LotEndpointConfig {
  endpoint: LotEndpoint;
  kinds: readonly LotKind[];
  multi: readonly LotMultiFilter[];
  ranges: readonly LotRangeFilter[];
  flags: readonly LotFlagFilter[];
  features: readonly LotFeature[];
}

export const lotEndpoints: Record<LotEndpoint, LotEndpointConfig> = {
  flats: {
    endpoint: 'flats',
    kinds: ['flat', 'apartment'],
    multi: ['rooms', 'project', 'building', 'completion', 'finishing', 'features'],
    ranges: ['price', 'area', 'kitchen_area', 'floor'],
    flags: ['is_apartment', 'not_first', 'not_last', 'only_free'],
    features: ['balcony', 'terrace', 'view', 'high_ceilings', 'two_bathrooms', 'wardrobe'],
  },
  commercial: {
    endpoint: 'commercial',
    kinds: ['commercial'],
    multi: ['commercial', 'project', 'building', 'completion', 'finishing', 'features'],
    ranges: ['price', 'area', 'floor'],
    flags: ['only_free'],
    features: ['separate_entrance', 'showcase', 'high_ceilings'],
  },
  parking: {
    endpoint: 'parking',
    kinds: ['parking'],
    multi: ['project', 'building', 'completion', 'features'],
    ranges: ['price', 'area'],
    flags: ['only_free'],
    features: ['ev_charger'],
  },
  storage: {
    endpoint: 'storage',
    kinds: ['storage'],
    multi: ['project', 'building', 'completion'],
    ranges: ['price', 'area'],
    flags: ['only_free'],
    features: [],
  },
};
