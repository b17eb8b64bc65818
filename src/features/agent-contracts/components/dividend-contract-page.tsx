import { useProcessDividendContract } from '../api/use-process-dividend-contract';
import { asProcess, ContractPage } from './contract-page';

/** Dividend contracts (agent-centre page `agentDividendRecordCopy2`). */
export default function DividendContractPage() {
  const process = useProcessDividendContract();
  return <ContractPage kind="dividend" process={asProcess(process)} />;
}
