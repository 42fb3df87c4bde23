import { describe, expect, it } from 'vitest';
import { allPackageFeatures, findPackage, launchPackages } from './catalogue-data.ts';

describe('launch packages', () => {
  it('sells the four packages at their list prices', () => {
    expect(launchPackages.map((p) => [p.id, p.name, p.price, p.buttonText])).toEqual([
      ['starter', 'Starter', 24999, 'Get Started'],
      ['growth', 'Growth', 49999, 'Start Growing'],
      ['scale', 'Scale', 99999, 'Scale Up'],
      ['enterprise', 'Enterprise', 199999, 'Go Enterprise'],
    ]);
  });

  it('marks only Growth as popular', () => {
    expect(launchPackages.filter((p) => p.popular).map((p) => p.id)).toEqual(['growth']);
  });

  it('gives each package every feature of the one below it', () => {
    for (let i = 1; i < launchPackages.length; i++) {
      const lower = launchPackages[i - 1];
      const upper = launchPackages[i];
      expect(upper?.features.slice(0, lower?.features.length)).toEqual(lower?.features);
      expect(upper?.features).toEqual([...(lower?.features ?? []), ...(upper?.ownFeatures ?? [])]);
    }
    expect(findPackage('starter')?.features).toContain('Web Hosting (1 Year)');
    expect(allPackageFeatures).toHaveLength(29);
  });

  it('finds packages by id and nothing for an unknown id', () => {
    expect(findPackage('scale')?.name).toBe('Scale');
    expect(findPackage('platinum')).toBeUndefined();
  });
});
