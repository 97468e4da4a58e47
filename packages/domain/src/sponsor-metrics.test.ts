import { describe, expect, it } from 'vitest';
import {
  averageFromThreeDayCost,
  conv,
  cpc,
  cpm,
  ctr,
  roas,
  skuReportCpc,
  withHalo,
} from './sponsor-metrics';

describe('metrics', () => {
  it('computes CTR, conversion and ROAS as percentages', () => {
    expect(ctr(5, 200)).toBe(2.5);
    expect(conv(1, 4)).toBe(25);
    expect(roas(30_000_000n, 10_000_000n)).toBe(300);
    expect(roas(30_000_000n, 10_000_000n, '0.5')).toBe(150);
  });

  it('computes CPM and CPC exactly in micros', () => {
    expect(cpm(1_000_000n, 3)).toBe(333_333_333n);
    expect(cpc(1_000_000n, 3)).toBe(333_333n);
    expect(cpc(2_000_000n, 3)).toBe(666_667n);
    expect(averageFromThreeDayCost(10_000_000n)).toBe(3_333_333n);
  });

  it('gives 0 for a zero denominator', () => {
    expect(ctr(5, 0)).toBe(0);
    expect(conv(1, 0)).toBe(0);
    expect(roas(1n, 0n)).toBe(0);
    expect(cpm(1n, 0)).toBe(0n);
    expect(cpc(1n, 0)).toBe(0n);
  });

  it('rounds CPC and CPM half up to a micro', () => {
    expect(cpc(5n, 2)).toBe(3n);
    expect(cpc(4n, 3)).toBe(1n);
    expect(cpm(1n, 2000)).toBe(1n);
    expect(cpm(1n, 2001)).toBe(0n);
  });

  it('adds halo sales and items to the direct ones for the new metrics', () => {
    expect(withHalo(12_500_000n, 2_500_000n)).toBe(15_000_000n);
    expect(withHalo(3, 2)).toBe(5);
    expect(roas(withHalo(12_500_000n, 2_500_000n), 5_000_000n)).toBe(300);
    expect(conv(withHalo(1, 1), 8)).toBe(25);
  });

  it('divides the SKU-report CPC by 100', () => {
    expect(skuReportCpc(150)).toBe(1.5);
  });
});
