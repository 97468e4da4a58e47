import { build } from 'esbuild';
import { bundleOptions } from './bundle-options';

await build(bundleOptions());
