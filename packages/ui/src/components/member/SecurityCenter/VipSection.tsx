import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Details, DetailTerm, DetailValue, Panel, PanelText, PanelTitle } from '../MemberCentre/MemberCentre.styles';
import { SectionState } from './Sections';
import {
  Figures,
  Fill,
  Rank,
  Ranks,
  RanksTitle,
  RequirementHead,
  Requirements,
  Small,
  Track,
} from './SecurityCenter.styles';
import type { Loadable, VipView } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import { registerPart } from '../../../i18n/registry';

registerPart('account', accountEnglish);

/**
 * §6 "VIP levels have rank benefits": the level, the next one and how far each requirement has come, then every rank
 * with what it takes and gives (the member's own and the next open, the rest a tap away so a phone is not a wall of
 * ranks).
 */
export function VipSection({ vip }: { readonly vip: Loadable<VipView> }) {
  const { t } = useTranslation('ui');
  return (
    <Panel aria-labelledby="member-vip-title" aria-busy={vip.status === 'loading' || undefined}>
      <PanelTitle id="member-vip-title">{t('SecurityCenter.vip.title')}</PanelTitle>
      {vip.status !== 'ready' ? (
        <SectionState state={vip} />
      ) : (
        <>
          <PanelText>
            {vip.data.nextLabel
              ? t('SecurityCenter.vip.towards', { level: vip.data.label, next: vip.data.nextLabel })
              : t('SecurityCenter.vip.top', { level: vip.data.label })}
          </PanelText>
          {vip.data.requirements.length > 0 && (
            <Requirements>
              {vip.data.requirements.map((item) => {
                const name = t(`SecurityCenter.vip.requirement.${item.type}`);
                return (
                  <li key={item.type}>
                    <RequirementHead>
                      <span>{name}</span>
                      <Figures dir="ltr">
                        {t('SecurityCenter.vip.amounts', { current: item.current, required: item.required })}
                      </Figures>
                    </RequirementHead>
                    <Track
                      role="progressbar"
                      aria-label={name}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.percent}
                      aria-valuetext={t('SecurityCenter.vip.percent', { percent: item.percent })}
                    >
                      <Fill $percent={item.percent} />
                    </Track>
                    <Small>
                      {item.percent >= 100
                        ? t('SecurityCenter.vip.met')
                        : t('SecurityCenter.vip.remaining', { amount: item.remaining })}
                    </Small>
                  </li>
                );
              })}
            </Requirements>
          )}
          {vip.data.ranks.length > 0 && (
            <>
              <RanksTitle id="member-vip-ranks">{t('SecurityCenter.vip.ranks')}</RanksTitle>
              <Ranks aria-labelledby="member-vip-ranks">
                {vip.data.ranks.map((rank) => (
                  <li key={rank.label}>
                    <Rank open={rank.standing !== 'other'} $isCurrent={rank.standing === 'current'}>
                      <summary>
                        <span>{rank.label}</span>
                        {rank.standing !== 'other' && (
                          <Small>{t(`SecurityCenter.vip.standing.${rank.standing}`)}</Small>
                        )}
                      </summary>
                      <Details>
                        {rank.items.map((item) => (
                          <Fragment key={item.kind}>
                            <DetailTerm>{t(`SecurityCenter.vip.item.${item.kind}`)}</DetailTerm>
                            <DetailValue dir="ltr">
                              <Figures>{item.value}</Figures>
                            </DetailValue>
                          </Fragment>
                        ))}
                      </Details>
                    </Rank>
                  </li>
                ))}
              </Ranks>
            </>
          )}
        </>
      )}
    </Panel>
  );
}
