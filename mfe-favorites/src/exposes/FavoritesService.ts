// Started by the shell with every page (shell/src/federation/RemoteServices.tsx): the favourites and comparison
// stores behind the header counts and the toggle buttons.
import { CONTRACT_VERSION, type RemoteService } from '@estate/shared-api';
import { startListsService } from '../shared/lists-service/startListsService';

const service: RemoteService = {
  contractVersion: CONTRACT_VERSION,
  start: (ctx) => startListsService(ctx),
};

export default service;
