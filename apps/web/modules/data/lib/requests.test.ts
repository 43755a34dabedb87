import { describe, expect, it } from 'vitest';
import {
  buildCreateRequest,
  buildDeleteRequest,
  buildFunctionRequest,
  buildGetRequest,
  buildIndexListRequest,
  buildListRequest,
  buildSubscriptionRequest,
  buildUpdateRequest,
  buildUpsertRequest,
  filterWithExtra,
  isEmptyInput,
  isMissingId,
  type ModelSpec,
  matchesExtra,
} from './requests.ts';

const Note: ModelSpec = { name: 'Notification', fields: 'id type channels' };
const Enquiry: ModelSpec = { name: 'Enquiry', plural: 'Enquiries', fields: 'id' };

describe('what each data call sends', () => {
  it('sends nothing for create and update with empty input', () => {
    expect(isEmptyInput({})).toBe(true);
    expect(isEmptyInput({ a: undefined })).toBe(true);
    expect(isEmptyInput(undefined)).toBe(true);
    expect(isEmptyInput({ a: null })).toBe(false);
    expect(buildCreateRequest(Note, { input: {} })).toBeNull();
    expect(buildUpdateRequest(Note, { input: {} })).toBeNull();
    expect(buildUpsertRequest(Note, { input: {} })).toBeNull();
    expect(buildCreateRequest(Note, { input: { type: 'SECURITY' } })?.variables).toEqual({
      input: { type: 'SECURITY' },
    });
  });

  it("sends nothing for get and delete when the id is missing or the text 'undefined'", () => {
    for (const id of [undefined, null, '', 'undefined']) {
      expect(isMissingId(id)).toBe(true);
      expect(buildGetRequest(Note, id)).toBeNull();
      expect(buildDeleteRequest(Note, { id })).toBeNull();
      expect(buildUpdateRequest(Note, { input: { id, type: 'SECURITY' } })).toBeNull();
    }
    expect(buildGetRequest(Note, 'n1')).toMatchObject({ field: 'getNotification', variables: { id: 'n1' } });
    expect(buildGetRequest(Note, 'n1')?.query).toContain('getNotification(id: $id) { id type channels }');
    expect(buildDeleteRequest(Note, { id: 'n1' })).toMatchObject({
      field: 'deleteNotification',
      variables: { input: { id: 'n1' } },
    });
  });

  it('upserts: update when an id is present, else create', () => {
    const update = buildUpsertRequest(Note, { input: { id: 'n1', channels: ['SMS'] } });
    expect(update?.field).toBe('updateNotification');
    expect(update?.query).toContain('UpdateNotificationInput!');
    expect(update?.variables).toEqual({ input: { id: 'n1', channels: ['SMS'] } });
    const create = buildUpsertRequest(Note, { input: { id: 'undefined', type: 'PRODUCT' } });
    expect(create?.field).toBe('createNotification');
    expect(create?.variables).toEqual({ input: { type: 'PRODUCT' } });
    expect(buildUpsertRequest(Note, { input: { id: undefined, type: 'PRODUCT' } })?.field).toBe('createNotification');
  });

  it('turns extra body fields into equality filters combined with and, on queries', () => {
    expect(filterWithExtra(undefined, { type: 'SECURITY', owner: 'u1' })).toEqual({
      and: [{ type: { eq: 'SECURITY' } }, { owner: { eq: 'u1' } }],
    });
    expect(filterWithExtra({ channels: { contains: 'SMS' } }, { type: 'SECURITY', skipped: undefined })).toEqual({
      and: [{ channels: { contains: 'SMS' } }, { type: { eq: 'SECURITY' } }],
    });
    expect(filterWithExtra({ a: { eq: 1 } }, {})).toEqual({ a: { eq: 1 } });
    const list = buildListRequest(Note, { extra: { type: 'MARKETING' }, limit: 10, nextToken: null });
    expect(list.field).toBe('listNotifications');
    expect(list.variables).toEqual({ filter: { and: [{ type: { eq: 'MARKETING' } }] }, limit: 10 });
    expect(buildListRequest(Enquiry).field).toBe('listEnquiries');
    const byIndex = buildIndexListRequest(Note, {
      index: 'resourcesByTypeAndPublishedAt',
      key: { type: { value: 'EVENT', type: 'ResourceType' } },
      extra: { slug: 'x' },
      sortDirection: 'DESC',
      nextToken: 't1',
    });
    expect(byIndex.query).toContain('$type: ResourceType!');
    expect(byIndex.query).toContain('resourcesByTypeAndPublishedAt(type: $type, filter: $filter');
    expect(byIndex.variables).toEqual({
      type: 'EVENT',
      filter: { and: [{ slug: { eq: 'x' } }] },
      nextToken: 't1',
      sortDirection: 'DESC',
    });
    // get has no filter argument: the record is checked against the extra fields instead.
    expect(matchesExtra({ id: '1', type: 'SECURITY' }, { type: 'SECURITY' })).toBe(true);
    expect(matchesExtra({ id: '1', type: 'PRODUCT' }, { type: 'SECURITY' })).toBe(false);
    expect(matchesExtra(null, {})).toBe(false);
  });

  it('adds extra body fields to mutation input', () => {
    expect(buildCreateRequest(Note, { input: { type: 'SECURITY' }, extra: { channels: null } })?.variables).toEqual({
      input: { type: 'SECURITY', channels: null },
    });
    expect(
      buildUpdateRequest(Note, { input: { id: 'n1' }, extra: { type: 'PRODUCT' }, condition: { type: { eq: 'X' } } })
        ?.variables,
    ).toEqual({ input: { id: 'n1', type: 'PRODUCT' }, condition: { type: { eq: 'X' } } });
  });

  it('builds backend-function calls, sending nothing for an empty required input', () => {
    const fn = {
      name: 'makeEnquiry',
      kind: 'mutation' as const,
      args: { input: 'MakeEnquiryInput!' },
      selection: 'id',
    };
    expect(buildFunctionRequest(fn, { input: {} })).toBeNull();
    const r = buildFunctionRequest(fn, { input: { name: 'A' } }, { referralCode: 'R1' });
    expect(r?.query).toBe('mutation MakeEnquiry($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }');
    expect(r?.variables).toEqual({ input: { name: 'A', referralCode: 'R1' } });
    const q = buildFunctionRequest({ name: 'getActiveSurvey', kind: 'query', args: {}, selection: 'id' }, {});
    expect(q?.query).toBe('query GetActiveSurvey { getActiveSurvey { id } }');
  });

  it('builds model subscriptions', () => {
    const s = buildSubscriptionRequest(Note, 'Create', { type: { eq: 'SECURITY' } });
    expect(s.field).toBe('onCreateNotification');
    expect(s.query).toContain('$filter: ModelSubscriptionNotificationFilterInput');
    expect(s.variables).toEqual({ filter: { type: { eq: 'SECURITY' } } });
  });
});
