// The brand's public banner file (issue 17; spec section 7: a list of banners, fetched without
// cache), in a module of its own so the first page's JavaScript does not carry it: only the
// banners' lazy chunk and the server import it. Off its brand's host the page names it: ?orgCode=.
import { route } from './routes';

export const bannerFileRoute = route('/banners.json');
