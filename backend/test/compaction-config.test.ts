import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { backend, get, send, sharedBackend } from './suite-backend.js';

// The compaction configuration (roller models, colour bands) and its templates and base data (process
// templates and stages, stake areas, report conditions, messages): element-gated writes and their checks.
// The registry, gates, processes and groups are in compaction.test.ts.

const sim = frozenSim();

sharedBackend({ sim });

describe('configuration', () => {
  test('roller models: a model in use keeps its name and stays', async () => {
    const model = ((await get('/api/znys/rollerModel/all')).body as { id: number; model: string }[]).find(
      (m) => m.model === 'XD133',
    )!;
    assert.match(
      (await send('PUT', `/api/znys/rollerModel/${model.id}`, { model: 'XD133B' })).body.message,
      /仍有 4 台设备在用，不能改名/,
    );
    assert.match((await send('DELETE', `/api/znys/rollerModel/${model.id}`, undefined)).body.message, /不能删除/);
    const created = await send('POST', '/api/znys/rollerModel', {
      maker: '戴纳派克',
      model: 'CC424HF',
      rollerClass: 'doubleDrumSteel',
      weight: 10.2,
      drumWidth: 1.73,
    });
    assert.equal(created.body.data.devices, 0);
    assert.match(
      (await send('POST', '/api/znys/rollerModel', { maker: 'x', model: 'y', rollerClass: 'hover' })).body.message,
      /类别只能是/,
    );
  });

  test('colour bands of one metric may not overlap; from below to; a #RRGGBB colour', async () => {
    const overlap = await send('POST', '/api/znys/colorBand', {
      metric: 'speed',
      fromValue: 4.5,
      toValue: 6,
      colour: '#000000',
    });
    assert.match(overlap.body.message, /与已有色带 4–5「4–5 km\/h」 重叠/);
    assert.match(
      (await send('POST', '/api/znys/colorBand', { metric: 'speed', fromValue: 50, toValue: 45, colour: '#000000' }))
        .body.message,
      /起始值必须小于结束值/,
    );
    assert.match(
      (await send('POST', '/api/znys/colorBand', { metric: 'speed', fromValue: 40, toValue: 45, colour: 'red' })).body
        .message,
      /#RRGGBB/,
    );
    const ok = await send('POST', '/api/znys/colorBand', {
      metric: 'speed',
      fromValue: 40,
      toValue: 45,
      colour: '#112233',
      label: '极速',
    });
    assert.equal(ok.body.status, 200, ok.text);
    const band = ok.body.data;
    assert.match((await send('PUT', `/api/znys/colorBand/${band.id}`, { fromValue: 39 })).body.message, /重叠/);
    assert.ok(
      ((await get('/api/znys/colorTable/all?metric=speed')).body as { colour: string }[]).some(
        (b) => b.colour === '#112233',
      ),
    );
  });
});

describe('templates and base data', () => {
  test('process templates with their stages; a stage order is unique and its temperature window ordered', async () => {
    const templates = (await get('/api/znys/processTemplate/all')).body as {
      id: number;
      name: string;
      stages: number;
      passes: number;
    }[];
    const asphalt = templates.find((t) => t.name === '沥青面层标准碾压工艺')!;
    assert.deepEqual([asphalt.stages, asphalt.passes], [3, 10]);
    const stages = (await get(`/api/znys/processStage/all?templateId=${asphalt.id}`)).body as { stage: string }[];
    assert.deepEqual(
      stages.map((s) => s.stage),
      ['breakdown', 'intermediate', 'final'],
    );
    const stage = {
      templateId: asphalt.id,
      orderNum: 1,
      stage: 'final',
      rollerClass: 'static',
      passes: 1,
      speedMax: 3,
    };
    assert.match((await send('POST', '/api/znys/processStage', stage)).body.message, /已有第 1 道工序/);
    assert.match(
      (await send('POST', '/api/znys/processStage', { ...stage, orderNum: 4, tempMin: 90, tempMax: 80 })).body.message,
      /最低温度必须低于最高温度/,
    );
    assert.equal(
      (await get('/api/znys/processTemplate/page', await backend.login('test', 'test'))).body.status,
      200,
      'a znysManager page',
    );
  });

  test('stake areas: a road strip inside the section, its area computed; an apron has no chainage', async () => {
    const sections = (await get('/api/site/section/all')).body as { id: number; kind: string }[];
    const road = sections.find((s) => s.kind === 'road')!.id;
    const apron = sections.find((s) => s.kind === 'apron')!.id;
    const area = {
      sectionId: road,
      name: '测试区域',
      fromChainage: 100,
      toChainage: 300,
      offsetFrom: -11.25,
      offsetTo: 0,
    };
    const created = await send('POST', '/api/site/stakeArea', area);
    assert.equal(created.body.data.area, 2250);
    assert.match(
      (await send('POST', '/api/site/stakeArea', { ...area, fromChainage: 300, toChainage: 100 })).body.message,
      /起点里程必须小于终点里程/,
    );
    assert.match(
      (await send('POST', '/api/site/stakeArea', { ...area, toChainage: 4000 })).body.message,
      /范围 0–3200 m 内/,
    );
    assert.match(
      (await send('POST', '/api/site/stakeArea', { ...area, offsetFrom: 5 })).body.message,
      /起始偏距必须小于终止偏距/,
    );
    assert.match(
      (await send('POST', '/api/site/stakeArea', { ...area, sectionId: apron })).body.message,
      /面型工程，没有桩号/,
    );
    const edited = await send('PUT', `/api/site/stakeArea/${created.body.data.id}`, { toChainage: 200 });
    assert.equal(edited.body.data.area, 1125);
    const rows = (await get('/api/site/stakeArea/page?limit=100')).body.data;
    assert.equal(rows.total, 16 + 6 + 1, 'road and apron areas, not the foundation ones');

    // An apron area is an outline drawn on the plan, its area worked out from it; a road strip's outline follows
    // its numbers, whatever outline is sent.
    const apronArea = { sectionId: apron, name: '测试机坪区域' };
    assert.match((await send('POST', '/api/site/stakeArea', apronArea)).body.message, /请在平面图上绘制区域边界/);
    const drawn = await send('POST', '/api/site/stakeArea', {
      ...apronArea,
      polygon: '[[100, 100], [160, 100], [160, 140]]',
    });
    assert.deepEqual(
      [drawn.body.data.area, drawn.body.data.polygon],
      [1200, '[[100,100],[160,100],[160,140],[100,100]]'],
    );
    const strip = await send('PUT', `/api/site/stakeArea/${created.body.data.id}`, {
      polygon: '[[0, 0], [5, 0], [5, 5]]',
    });
    assert.equal(strip.body.data.area, 1125);
    assert.notEqual(strip.body.data.polygon, '[[0,0],[5,0],[5,5],[0,0]]');
    await send('DELETE', `/api/site/stakeArea/${drawn.body.data.id}`, undefined);
  });

  test('report conditions check their stake range; a message is sent once', async () => {
    const sections = (await get('/api/site/section/all')).body as { id: number; kind: string }[];
    const road = sections.find((s) => s.kind === 'road')!.id;
    const bad = await send('POST', '/api/znys/reportCondition', {
      name: '测试条件',
      reportType: 'stake',
      sectionId: road,
      fromChainage: 500,
      toChainage: 400,
      periodRule: 'daily',
    });
    assert.match(bad.body.message, /起点里程必须小于终点里程/);
    const message = (
      await send('POST', '/api/znys/message', { type: 'notice', title: '测试消息', content: '请注意', target: 'znys' })
    ).body.data;
    assert.deepEqual([message.status, message.t, message.readCount], ['draft', '2026-03-15 10:00:00', 0]);
    const sent = await send('POST', `/api/znys/message/${message.id}/send`, {});
    assert.deepEqual(
      [sent.body.data.status, sent.body.data.sentAt, sent.body.data.sentBy],
      ['sent', '2026-03-15 10:00:00', '超级管理员'],
    );
    assert.match((await send('POST', `/api/znys/message/${message.id}/send`, {})).body.message, /不能重复发送/);
    assert.match(
      (await send('PUT', `/api/znys/message/${message.id}`, { title: '改' })).body.message,
      /已发送，不能修改/,
    );
  });
});
