import type { Prng } from './prng';

/** Plate characters after the city letter: digits and letters except I and O (GA 36-2018). */
const PLATE_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** '粤B·3K7F2': province abbreviation, city letter, separator, five characters (mostly digits). */
export function randomPlate(prng: Prng, cityPlate: string): string {
  let tail = '';
  for (let i = 0; i < 5; i += 1) {
    tail += prng.chance(0.7) ? String(prng.int(0, 9)) : PLATE_CHARS.charAt(prng.int(10, PLATE_CHARS.length - 1));
  }
  return `${cityPlate}·${tail}`;
}

/** The Luhn check digit that completes a 14-digit IMEI body. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body.charAt(body.length - 1 - i));
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** 15-digit IMEI: an 8-digit type allocation code, a 6-digit serial (unique per index), the Luhn digit. */
export function imei(typeAllocationCode: string, serial: number): string {
  const body = `${typeAllocationCode}${String(serial).padStart(6, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/** 13-digit IoT SIM number in the 1440 range, unique per index. */
export function simNumber(serial: number): string {
  return `1440${String(serial).padStart(9, '0')}`;
}

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志文斌鹏辉宇浩凯健俊峰';

export function driverName(prng: Prng): string {
  const surname = SURNAMES.charAt(prng.int(0, SURNAMES.length - 1));
  const length = prng.chance(0.7) ? 2 : 1;
  let given = '';
  for (let i = 0; i < length; i += 1) given += GIVEN.charAt(prng.int(0, GIVEN.length - 1));
  return surname + given;
}

const MOBILE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '177', '180', '186', '187', '188', '189', '199'];

export function mobileNumber(prng: Prng): string {
  return `${prng.pick(MOBILE_PREFIXES)}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
}
