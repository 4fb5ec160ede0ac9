import { runCli } from '../lib/cli/run';
import { MODERATE_COMMANDS, MODERATE_USAGE } from '../lib/moderation/cli';

// Runs with the react-server condition (package.json): moderation reads items through the domains'
// server modules, which refuse to load anywhere else.
void runCli(MODERATE_USAGE, MODERATE_COMMANDS);
