// An application as the pipeline and the routes read it: kept in store/applications.ts, named here
// for the modules that import it from services.
export {
  loadApplicationRecord,
  loadOwnApplication,
  toApplicationRecord,
  withAnswers,
  type ApplicationOwner,
  type ApplicationRecord,
} from '../store/applications';
