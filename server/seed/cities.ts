/**
 * The demo customer's branches: regional companies and the city fleets under them. Coordinates are
 * city centres in WGS-84 (what devices report); `weight` roughly follows city size and decides how
 * many vehicles a fleet gets. `plate` is the province abbreviation and the city's plate letter.
 */
export interface City {
  name: string;
  plate: string;
  lng: number;
  lat: number;
  weight: number;
}

export interface Region {
  name: string;
  cities: readonly City[];
}

export const HEAD_OFFICE = '总公司';

export const REGIONS: readonly Region[] = [
  {
    name: '华南分公司',
    cities: [
      { name: '广州', plate: '粤A', lng: 113.2644, lat: 23.1291, weight: 9 },
      { name: '深圳', plate: '粤B', lng: 114.0579, lat: 22.5431, weight: 9 },
      { name: '佛山', plate: '粤E', lng: 113.1214, lat: 23.0215, weight: 5 },
      { name: '东莞', plate: '粤S', lng: 113.7518, lat: 23.0205, weight: 5 },
      { name: '厦门', plate: '闽D', lng: 118.0894, lat: 24.4798, weight: 4 },
      { name: '南宁', plate: '桂A', lng: 108.3669, lat: 22.817, weight: 4 },
    ],
  },
  {
    name: '华东分公司',
    cities: [
      { name: '上海', plate: '沪A', lng: 121.4737, lat: 31.2304, weight: 10 },
      { name: '杭州', plate: '浙A', lng: 120.1551, lat: 30.2741, weight: 7 },
      { name: '南京', plate: '苏A', lng: 118.7969, lat: 32.0603, weight: 6 },
      { name: '苏州', plate: '苏E', lng: 120.5853, lat: 31.2989, weight: 6 },
      { name: '宁波', plate: '浙B', lng: 121.544, lat: 29.8683, weight: 4 },
      { name: '合肥', plate: '皖A', lng: 117.2272, lat: 31.8206, weight: 4 },
      { name: '济南', plate: '鲁A', lng: 117.1205, lat: 36.651, weight: 4 },
      { name: '青岛', plate: '鲁B', lng: 120.3826, lat: 36.0671, weight: 5 },
    ],
  },
  {
    name: '华北分公司',
    cities: [
      { name: '北京', plate: '京A', lng: 116.4074, lat: 39.9042, weight: 10 },
      { name: '天津', plate: '津A', lng: 117.2009, lat: 39.0842, weight: 6 },
      { name: '石家庄', plate: '冀A', lng: 114.5149, lat: 38.0428, weight: 4 },
      { name: '太原', plate: '晋A', lng: 112.5489, lat: 37.8706, weight: 3 },
      { name: '郑州', plate: '豫A', lng: 113.6254, lat: 34.7466, weight: 6 },
    ],
  },
  {
    name: '华中分公司',
    cities: [
      { name: '武汉', plate: '鄂A', lng: 114.3055, lat: 30.5928, weight: 7 },
      { name: '长沙', plate: '湘A', lng: 112.9388, lat: 28.2282, weight: 5 },
      { name: '南昌', plate: '赣A', lng: 115.8582, lat: 28.6829, weight: 3 },
    ],
  },
  {
    name: '西南分公司',
    cities: [
      { name: '成都', plate: '川A', lng: 104.0665, lat: 30.5723, weight: 8 },
      { name: '重庆', plate: '渝A', lng: 106.5516, lat: 29.563, weight: 8 },
      { name: '昆明', plate: '云A', lng: 102.8329, lat: 24.8801, weight: 4 },
      { name: '贵阳', plate: '贵A', lng: 106.6302, lat: 26.6477, weight: 3 },
    ],
  },
  {
    name: '西北分公司',
    cities: [
      { name: '西安', plate: '陕A', lng: 108.9398, lat: 34.3416, weight: 5 },
      { name: '兰州', plate: '甘A', lng: 103.8343, lat: 36.0611, weight: 2 },
      { name: '乌鲁木齐', plate: '新A', lng: 87.6168, lat: 43.8256, weight: 2 },
    ],
  },
  {
    name: '东北分公司',
    cities: [
      { name: '沈阳', plate: '辽A', lng: 123.4315, lat: 41.8057, weight: 4 },
      { name: '大连', plate: '辽B', lng: 121.6147, lat: 38.914, weight: 4 },
      { name: '哈尔滨', plate: '黑A', lng: 126.6424, lat: 45.757, weight: 4 },
      { name: '长春', plate: '吉A', lng: 125.3235, lat: 43.8171, weight: 3 },
    ],
  },
];

/** A city fleet's group name. */
export function fleetName(city: City): string {
  return `${city.name}车队`;
}

/** The sub-user sees one whole region (its fleets are descendants) and one fleet elsewhere. */
export const SUB_USER_GROUPS: readonly string[] = ['西北分公司', '深圳车队'];
