import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pointsConfig } from '../seed-data/catalogue';
import { pointsGateFailure } from '../rules/gates';

export const getPointsConfigHandler = defineHandler(
  'getPointsConfig',
  'realMember',
  ({ backend }) => {
    return pointsGateFailure(backend) ?? ok<'getPointsConfig'>({ ...pointsConfig });
  },
);
