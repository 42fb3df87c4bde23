import { describe, expect, it } from 'vitest';
import {
  amountPaid,
  chargeBreakdown,
  type OrderMoneyFacts,
  orderMoney,
  orderMoneyLabel,
  refundedParts,
  refundedWords,
} from './order-money.ts';

const growthWithGst: OrderMoneyFacts = {
  amount: 49999,
  gst: 9000,
  refundedFee: 0,
  refundedGst: 0,
  paid: true,
  status: 'in-progress',
};

describe('orderMoneyLabel', () => {
  it('names the whole charge as paid, with the fee and the GST in it', () => {
    expect(orderMoneyLabel(growthWithGst)).toBe('Paid ₹58,999 (fee ₹49,999 + GST ₹9,000)');
  });

  it('says no GST was charged on a bill of supply', () => {
    expect(orderMoneyLabel({ ...growthWithGst, gst: 0 })).toBe('Paid ₹49,999 (fee ₹49,999, no GST)');
  });

  it('takes a partial refund off the fee and the GST and names what was refunded', () => {
    const refunded = { ...growthWithGst, refundedFee: 10000, refundedGst: 1800 };
    expect(orderMoneyLabel(refunded)).toBe('Paid ₹47,199 (fee ₹39,999 + GST ₹7,200) after ₹11,800 refunded');
    expect(amountPaid(refunded)).toBe(47199);
  });

  it('reads ₹0 paid after a full refund', () => {
    const refunded = { ...growthWithGst, status: 'cancelled', refundedFee: 49999, refundedGst: 9000 };
    expect(orderMoneyLabel(refunded)).toBe('₹58,999 paid, all refunded');
    expect(amountPaid(refunded)).toBe(0);
  });

  it('asks for the whole charge before payment and names nothing paid after an unpaid cancellation', () => {
    const unpaid = { ...growthWithGst, paid: false, status: 'pending' };
    expect(orderMoneyLabel(unpaid)).toBe('To pay ₹58,999 (fee ₹49,999 + GST ₹9,000)');
    expect(amountPaid(unpaid)).toBe(0);
    expect(orderMoneyLabel({ ...unpaid, status: 'cancelled' })).toBe('Not paid');
  });
});

describe('refundedWords', () => {
  it('names the refunds after what still stands, the whole payment once nothing does, and nothing without one', () => {
    expect(refundedWords({ total: 47199, refunded: 11800 })).toBe('after ₹11,800 refunded');
    expect(refundedWords({ total: 0, refunded: 58999 })).toBe('₹58,999 paid, all refunded');
    expect(refundedWords({ total: 58999, refunded: 0 })).toBeUndefined();
  });
});

describe('orderMoney', () => {
  it('never goes below zero when more fee was refunded than recorded', () => {
    expect(orderMoney({ ...growthWithGst, refundedFee: 60000 })).toEqual({
      fee: 0,
      gst: 9000,
      total: 9000,
      refunded: 60000,
    });
  });

  it('writes the breakdown in Indian grouping', () => {
    expect(chargeBreakdown(199999, 36000)).toBe('fee ₹1,99,999 + GST ₹36,000');
  });
});

describe('refundedParts', () => {
  it('takes the GST part from the credit notes and leaves the rest to the fee', () => {
    expect(refundedParts(10_000, 1526)).toEqual({ refundedFee: 8474, refundedGst: 1526 });
  });

  it('counts no more GST than was refunded, and no refund as nothing', () => {
    expect(refundedParts(1000, 1526)).toEqual({ refundedFee: 0, refundedGst: 1000 });
    expect(refundedParts(0, 0)).toEqual({ refundedFee: 0, refundedGst: 0 });
  });
});
