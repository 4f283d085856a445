// What the apps use of react-router-dom, and all the browser builds share of it. A shared module is bundled whole
// (any consumer might use any export), and react-router's whole build is about 60 KB gzip on every page before the
// load event; sharing this list lets webpack drop the rest (about 16 KB). Lint allows importing only these names
// from 'react-router-dom' in the apps' code: a name the apps start using is added here.
// It imports 'react-router' (what react-router-dom re-exports): the shared request itself would resolve to this file
// and wait for itself.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
