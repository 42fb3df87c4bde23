import { describe, expect, it } from 'vitest';
import {
  businessRegistrationServices,
  complianceServices,
  findServiceCard,
  marketingServiceCardSchema,
  marketingServices,
  serviceCardSchema,
  serviceCatalogue,
  serviceIds,
  websiteAndAppServices,
} from './services.ts';

const priceAndNote = (cards: readonly { id: string; price: string; note: string }[]) =>
  cards.map((card) => [card.id, card.price, card.note]);

// The listed fees and popular cards: docs/product-rules.md, "Service prices".
describe('service cards', () => {
  it('match their schemas', () => {
    for (const card of [...businessRegistrationServices, ...complianceServices, ...websiteAndAppServices]) {
      expect(serviceCardSchema.safeParse(card).success, card.id).toBe(true);
    }
    for (const card of marketingServices) {
      expect(marketingServiceCardSchema.safeParse(card).success, card.id).toBe(true);
    }
  });

  it('price business registration at the listed fees, excluding government fees', () => {
    expect(priceAndNote(businessRegistrationServices)).toEqual([
      ['pvt-ltd', '₹2,999', 'excluding government fees'],
      ['opc', '₹2,999', 'excluding government fees'],
      ['llp', '₹2,999', 'excluding government fees'],
      ['trademark', '₹1,499', 'excluding government fees'],
      ['startup-registration', '₹1,999', 'excluding government fees'],
      ['ngo', '₹3,999', 'excluding government fees'],
    ]);
  });

  it('price compliance at the listed fees', () => {
    expect(priceAndNote(complianceServices)).toEqual([
      ['gst-registration', '₹1,999', 'one-time'],
      ['trademark', '₹1,499', 'excluding government fees'],
      ['licenses', '₹2,999', 'excluding government fees'],
      ['startup-schemes', '₹1,999', 'one-time'],
      ['annual-compliance', '₹9,999', 'per year'],
      ['legal-advisory', '₹4,999', 'per consultation'],
    ]);
  });

  it('price website and app work at the listed fees', () => {
    expect(websiteAndAppServices.map((card) => [card.id, card.price])).toEqual([
      ['starter-website', '₹9,999'],
      ['starter-mobile', '₹24,999'],
      ['dynamic-combo', '₹74,999'],
      ['enterprise', '₹1,49,999+'],
    ]);
  });

  it('price marketing per month excluding ad spend, with the suggested ad spend', () => {
    expect(marketingServices.map((card) => [card.id, card.price, card.note, card.adSpendNote])).toEqual([
      ['starter', '₹20,000', 'per month, excluding ad spend', 'Suggested ad spend: ₹10k–20k per month'],
      ['growth', '₹40,000', 'per month, excluding ad spend', 'Suggested ad spend: ₹20k–50k per month'],
      ['enterprise', '₹80,000+', 'per month, excluding ad spend', 'Suggested ad spend: ₹50k+ per month'],
    ]);
  });

  it('mark exactly the listed popular cards', () => {
    const popular = Object.entries(serviceCatalogue).flatMap(([page, cards]) =>
      cards.filter((card) => card.popular).map((card) => `${page}/${card.id}`),
    );
    expect(popular).toEqual([
      'business-registration/pvt-ltd',
      'compliance/trademark',
      'website-and-app/dynamic-combo',
      'marketing/growth',
    ]);
  });

  it('use every declared id, and ids are unique within a page', () => {
    const used = Object.values(serviceCatalogue).flatMap((cards) => cards.map((card) => card.id));
    expect(new Set(used)).toEqual(new Set(serviceIds));
    for (const cards of Object.values(serviceCatalogue)) {
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    }
  });
});

describe('findServiceCard', () => {
  it('finds a card by id', () => {
    expect(findServiceCard('gst-registration')?.title).toBe('GST Registration');
  });

  it('prefers the page the visitor came from for ids on two pages', () => {
    expect(findServiceCard('enterprise', 'marketing')?.title).toBe('Enterprise Marketing');
    expect(findServiceCard('enterprise', 'website-and-app')?.title).toBe('Enterprise Solution');
    expect(findServiceCard('trademark', 'compliance')).toBe(complianceServices[1]);
  });

  it('takes the first match in catalogue order without a page', () => {
    expect(findServiceCard('enterprise')?.title).toBe('Enterprise Solution');
    expect(findServiceCard('trademark')).toBe(businessRegistrationServices[3]);
  });

  it('falls back to other pages when the preferred one lacks the id', () => {
    expect(findServiceCard('pvt-ltd', 'marketing')?.title).toBe('Private Limited Company');
  });

  it('finds nothing for an unknown id', () => {
    expect(findServiceCard('platinum')).toBeUndefined();
    expect(findServiceCard('')).toBeUndefined();
  });
});
