import { describe, expect, it } from 'vitest';
import { BUILD_OPTIONS } from '../../../tools/build-options';

const resolve = (filename: string, deps: string[]) => BUILD_OPTIONS.modulePreload.resolveDependencies(filename, deps);

describe('modulepreload hints of the build', () => {
  it('none for the visitor’s start page, which loads after the first paint (the browser follows its imports)', () => {
    expect(resolve('assets/start-DtgmZk9f.js', ['assets/ShellLayout-BHpkjERS.js', 'assets/Box-CmKwoltY.js'])).toEqual([]);
  });

  it('every other dynamic import keeps its hints: the portal and its pages are waited for', () => {
    const deps = ['assets/react-vendor-Rw_cfrlv.js', 'assets/ShellLayout-BHpkjERS.js'];
    expect(resolve('assets/main-Bar2Zz2h.js', deps)).toEqual(deps);
    expect(resolve('assets/startup-Ab_d1234.js', deps)).toEqual(deps);
    expect(resolve('assets/restart-Ab_d1234.js', deps)).toEqual(deps);
  });
});
