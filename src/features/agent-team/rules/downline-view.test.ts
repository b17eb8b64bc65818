import { describe, expect, it } from 'vitest';
import { backTo, downlinesQuery, drillInto, firstView, searchFor } from './downline-view';

describe('team management views', () => {
  it("starts with the agent's direct downlines", () => {
    expect(downlinesQuery(firstView, 'demoagent', 10)).toEqual({
      upline: 'demoagent',
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("drills into a member's own team, page 1, and back up the breadcrumb", () => {
    const paged = { ...firstView, pageNo: 3 };
    const sub = drillInto(paged, 'demosubagent');
    const deeper = drillInto(sub, 'demosubagent2');
    expect(deeper).toEqual({ trail: ['demosubagent', 'demosubagent2'], search: '', pageNo: 1 });
    expect(downlinesQuery(deeper, 'demoagent', 10)).toMatchObject({ upline: 'demosubagent2' });
    expect(backTo(deeper, 1)).toEqual({ trail: ['demosubagent'], search: '', pageNo: 1 });
    expect(backTo(deeper, 0)).toEqual(firstView);
  });

  it('searches one account across the team, and an empty search lists the trail again', () => {
    const sub = drillInto(firstView, 'demosubagent');
    const searching = searchFor(sub, '  demosubplayer ');
    expect(downlinesQuery(searching, 'demoagent', 10)).toEqual({
      account: 'demosubplayer',
      pageNo: 1,
      pageSize: 10,
    });
    expect(downlinesQuery(searchFor(searching, ''), 'demoagent', 10)).toMatchObject({
      upline: 'demosubagent',
    });
  });
});
