import { $api, asApiQuery } from '../../../lib/api/api-queries';

/** `getCaptchaAnswer`: the text a captcha image shows, by its id (asked when an id is given). */
export function useGetCaptchaAnswer(captchaId: string) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/__mock/captchas/{captchaId}',
      { params: { path: { captchaId } } },
      { enabled: captchaId !== '', staleTime: 0, retry: false, select: (d) => d.value },
    ),
  );
}
