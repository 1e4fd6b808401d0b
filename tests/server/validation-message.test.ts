import { validationMessage, type SchemaError } from '@server/http/validation-message';
import { describe, expect, it } from 'vitest';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, schemaPath = '#'): SchemaError => ({ keyword, instancePath, schemaPath, params });

describe('validationMessage', () => {
  it.each([
    [[error('required', '', { requiredProperties: ['url'] })], '参数错误：缺少必填参数 域名(url)'],
    [[error('type', '/pageNum', { type: 'integer' })], '参数错误：页码(pageNum)必须是整数'],
    [[error('minimum', '/pageSize', { limit: 1 })], '参数错误：每页条数(pageSize)不能小于 1'],
    [[error('maximum', '/pageSize', { limit: 1000 })], '参数错误：每页条数(pageSize)不能大于 1000'],
    [[error('minLength', '/username', { limit: 1 })], '参数错误：用户名(username)不能为空'],
    [[error('minLength', '/username', { limit: 3 })], '参数错误：用户名(username)长度不能少于 3 个字符'],
    [[error('maxLength', '/keyword', { limit: 50 })], '参数错误：关键字(keyword)长度不能超过 50 个字符'],
    [[error('const', '/version', { allowedValue: 'v4' })], '参数错误：版本(version)必须为 v4'],
    [[error('additionalProperties', '', { additionalProperties: ['foo'] })], '参数错误：不支持的参数 foo'],
    [[error('pattern', '/somethingElse')], '参数错误：somethingElse格式不正确'],
    [[], '参数错误：请求内容格式不正确'],
  ])('%j → %s', (errors, message) => {
    expect(validationMessage(errors)).toBe(message);
  });

  it('reports the union, not each of its branches', () => {
    const errors = [
      error('const', '/state', { allowedValue: 'online' }, '#/properties/state/anyOf/0'),
      error('const', '/state', { allowedValue: 'offline' }, '#/properties/state/anyOf/1'),
      error('anyOf', '/state', {}, '#/properties/state'),
    ];
    expect(validationMessage(errors)).toBe('参数错误：状态(state)的取值不在允许范围内');
  });
});

describe('validationMessage inside lists and nested objects', () => {
  it.each([
    [[error('type', '/vehicleIds/0', { type: 'integer' })], '参数错误：车辆列表(vehicleIds)第1项必须是整数'],
    [[error('type', '/lonAndLatToAddressVOS/3/lon', { type: 'number' })], '参数错误：坐标列表第4项的经度(lon)必须是数字'],
    [[error('required', '/lonAndLatToAddressVOS/0', { requiredProperties: ['lat'] })], '参数错误：坐标列表第1项缺少必填参数 纬度(lat)'],
    [[error('type', '/items/1/channels/sms', { type: 'boolean' })], '参数错误：配置项列表第2项的推送方式的短信(sms)必须是布尔值'],
    [[error('additionalProperties', '/thresholds', { additionalProperties: ['foo'] })], '参数错误：阈值中不支持的参数 foo'],
  ])('%j → %s', (errors, message) => {
    expect(validationMessage(errors)).toBe(message);
  });
});

describe('validationMessage for list sizes', () => {
  it.each([
    [[error('minItems', '/items', { limit: 1 })], '参数错误：配置项列表(items)不能为空'],
    [[error('minItems', '/vehicleIds', { limit: 2 })], '参数错误：车辆列表(vehicleIds)不能少于 2 项'],
    [[error('maxItems', '/lonAndLatToAddressVOS', { limit: 50 })], '参数错误：坐标列表(lonAndLatToAddressVOS)不能超过 50 项'],
  ])('%j → %s', (errors, message) => {
    expect(validationMessage(errors)).toBe(message);
  });
});
