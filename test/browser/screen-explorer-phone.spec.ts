import { describeScreenExplorer } from './support/explorer/explorer-suite.js';

// The screen explorer on a phone's screen: every role, every language (support/explorer/explorer-suite.ts).
describeScreenExplorer(360);
