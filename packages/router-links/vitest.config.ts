import { reactPreset } from '@joblane/vitest-config';

export default reactPreset();
