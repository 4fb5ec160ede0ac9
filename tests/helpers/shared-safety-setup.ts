import { setSafetyClassifier } from '@/lib/safety/service';
import { remoteClassifier, SAFETY_URL_ENV } from './shared-safety';

// Setup file of the integration projects: screens go to the run's shared model when global setup
// started one (tests/helpers/shared-safety.ts says why).
const url = process.env[SAFETY_URL_ENV];
if (url) setSafetyClassifier(remoteClassifier(url));
