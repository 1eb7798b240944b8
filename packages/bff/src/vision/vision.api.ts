import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';

// spec create-and-write §7: res_parh is the cut-out PNG, or "1" when cutout is switched off.
const CUTOUT_OFF = '1';

type FaceDto = ApiData<'/client/getRoleInfo', 'post'>['result']['face_list'][number];
type SubjectDto = NonNullable<ApiData<'/client/re_getMainInfo', 'post'>['result']>;

const SUBJECT_SOURCE = { person: 'PERSON', face: 'FACE' } as const satisfies Record<
  SubjectDto['source'],
  string
>;

/** The cut-out picture's address, or null when this server has cutout switched off. */
export async function cutoutImage(api: ApiClient, url: string): Promise<string | null> {
  const { res_parh } = await api.get('/client/img/cutout', { path: url });
  return res_parh === CUTOUT_OFF ? null : res_parh;
}

const faceOf = (f: FaceDto) => ({
  box: f.location,
  yaw: f.angle.yaw,
  pitch: f.angle.pitch,
  roll: f.angle.roll,
  probability: f.face_probability,
});

/** getRoleInfo on a picture of the site (image_type URL), largest face first. */
export async function getImageFaces(api: ApiClient, url: string) {
  const { result } = await api.post('/client/getRoleInfo', { image: url, image_type: 'URL' });
  return result.face_list.map(faceOf);
}

/** re_getMainInfo: the main subject's box and what it was found from, or null. */
export async function getImageSubject(api: ApiClient, url: string) {
  const { result } = await api.post('/client/re_getMainInfo', { imgUrl: url });
  return result && { box: result.location, source: SUBJECT_SOURCE[result.source] };
}

/** adjustTone: the adjusted copy of changeUrl, toned halfway to baseUrl. */
export async function adjustTone(api: ApiClient, baseUrl: string, changeUrl: string) {
  const { changeImg } = await api.get('/client/img/adjustTone', {
    baseImg: baseUrl,
    changeImg: changeUrl,
  });
  return changeImg;
}
