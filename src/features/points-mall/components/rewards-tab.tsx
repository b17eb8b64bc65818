import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useGetPointsBalance } from '../api/use-get-points-balance';
import { useListPointsGoods } from '../api/use-list-points-goods';
import { RedeemDialog } from './redeem-dialog';
import { SelectFilter } from './select-filter';
import { usePointsFormat } from './use-points-format';

type PointsGoods = components['schemas']['PointsGoods'];
type GoodsType = components['schemas']['PointsGoodsType'];

const goodsTypes: readonly GoodsType[] = ['bonus', 'physical', 'voucher'];
/** The contract's default page size. */
const pageSize = 30;

/**
 * The rewards: a grid of the goods (of one kind or all, 30 a page), each with its picture (sized
 * before it loads), name, points, stock and remark; Redeem opens the redeem dialog, and a sold-out
 * reward's button is disabled and says so.
 */
export function RewardsTab() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const [type, setType] = useState<GoodsType | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<PointsGoods | null>(null);
  const goods = useListPointsGoods(type, pageNo, pageSize);
  const listId = useId();
  const balance = useGetPointsBalance();

  return (
    <div className="points-mall__section">
      <div className="points-mall__filters">
        <SelectFilter
          label={t('points-mall.rewards.type')}
          value={type}
          allLabel={t('points-mall.rewards.allTypes')}
          options={goodsTypes.map((value) => ({
            value,
            label: t(`points-mall.goodsTypes.${value}`),
          }))}
          onChange={(value) => {
            setType(value);
            setPageNo(1);
          }}
        />
      </div>
      <QueryState
        query={goods}
        failedText={t('points-mall.rewards.failed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="points-mall__note">{t('points-mall.rewards.empty')}</p>}
      >
        {(data) => (
          <>
            <ul className="points-mall__goods" aria-label={t('points-mall.rewards.listLabel')}>
              {data.list.map((item) => (
                <li key={item.goodsId} className="points-goods">
                  {item.image ? (
                    <LazyImage
                      src={item.image}
                      alt=""
                      width={160}
                      height={120}
                      className="points-goods__image"
                    />
                  ) : (
                    <span
                      className="points-goods__image points-goods__image--none"
                      aria-hidden="true"
                    >
                      {t(`points-mall.goodsTypes.${item.type}`)}
                    </span>
                  )}
                  <h2 className="points-goods__name">{item.name}</h2>
                  <p className="points-goods__points">{format.points(item.points)}</p>
                  <p className="points-goods__stock" id={`${listId}-${item.goodsId}-stock`}>
                    {item.stock > 0
                      ? t('points-mall.rewards.stock', {
                          stock: format.number(item.stock),
                          unit: item.unit,
                        })
                      : t('points-mall.rewards.soldOut')}
                  </p>
                  {item.remark ? <p className="points-goods__remark">{item.remark}</p> : null}
                  <Button
                    className="points-goods__redeem"
                    disabled={item.stock <= 0}
                    aria-label={t('points-mall.rewards.redeemNamed', { name: item.name })}
                    aria-describedby={`${listId}-${item.goodsId}-stock`}
                    onClick={() => setChosen(item)}
                  >
                    {t('points-mall.rewards.redeem')}
                  </Button>
                </li>
              ))}
            </ul>
            <Pager
              current={data.pageNo}
              total={data.totalPages}
              label={t('points-mall.rewards.pages')}
              onChoose={setPageNo}
            />
          </>
        )}
      </QueryState>
      {chosen ? (
        <RedeemDialog
          goods={chosen}
          balance={balance.data?.points ?? 0}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </div>
  );
}
