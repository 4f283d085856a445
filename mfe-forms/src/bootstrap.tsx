// Standalone development host: this remote's pages alone, with the same contract the shell provides.
import { startStandalone } from '@estate/tooling/standalone';

startStandalone([]);
