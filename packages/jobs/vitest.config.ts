import { nodePreset } from '@joblane/vitest-config';

export default nodePreset();
