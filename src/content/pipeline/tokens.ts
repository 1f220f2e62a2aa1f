export { fillTokens, unknownTokens } from '../../lib/tokens.ts';
