// A step between App and the co-signer area: the area's own chunks are named here, not in the
// first page's JavaScript (its list of chunks to preload grows with every lazy import it holds).
export const loadSignerArea = () => import('./signer-area').then((m) => ({ default: m.SignerPages }));
