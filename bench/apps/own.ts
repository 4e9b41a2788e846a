// Our own code alone, as a minimal app pulls it in (dependencies external).
export { ElicitationForm } from '../../src';
