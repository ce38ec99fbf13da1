import { apiTarget, uploadFile, useAppDispatch } from '@shelfsight/api-client';
import { clientRoutes, retailersAdminPaths } from '@shelfsight/contracts';
import { Alert, Avatar, Button, Descriptions, Flex, Result, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { retailersApi, useGetAdminRetailerQuery } from '../../api/retailersApi';
import { AdminOnly } from '../../components/AdminOnly';
import { retailerIdOf } from './RetailerFormPage';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orDash = (value: string | null) => value ?? '-';

function RetailerDetails() {
  const [params] = useSearchParams();
  const retailerId = retailerIdOf(params);
  const navigate = useNavigate();
  const { data: retailer, isError } = useGetAdminRetailerQuery(retailerId ?? 0, { skip: retailerId === null });
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  if (retailerId === null || isError) return <Result status="404" title="Retailer not found" />;

  const uploadLogo = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      await uploadFile({ url: apiTarget(retailersAdminPaths.retailerLogo, { retailerId }).url, data: { file } });
      dispatch(retailersApi.util.invalidateTags(['AdminRetailers']));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  if (!retailer) return <Spin />;
  const settings = retailer.retailerSettings;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Flex gap={12} align="center">
          {retailer.logoUrl ? <Avatar shape="square" src={retailer.logoUrl} alt="" /> : null}
          <Typography.Title level={2} style={{ margin: 0 }}>
            {retailer.displayName}
          </Typography.Title>
        </Flex>
        <Flex gap={8}>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              void uploadLogo(file);
              return false;
            }}
          >
            <Button loading={uploading}>Upload logo</Button>
          </Upload>
          <Button type="primary" onClick={() => void navigate(`${clientRoutes.adminRetailerEdit}?id=${retailer.id}`)}>
            Edit
          </Button>
        </Flex>
      </Flex>
      {uploadError ? <Alert type="error" showIcon message={uploadError} /> : null}
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label="Key">{retailer.name}</Descriptions.Item>
        <Descriptions.Item label="Country">{`${retailer.countryName} (${retailer.countryCode})`}</Descriptions.Item>
        <Descriptions.Item label="Site root URL">{settings.siteRootUrl}</Descriptions.Item>
        <Descriptions.Item label="Keyword URL">{orDash(settings.keywordUrl)}</Descriptions.Item>
        <Descriptions.Item label="Search keywords">{yesNo(settings.allowSearchKeywords)}</Descriptions.Item>
        <Descriptions.Item label="Search categories">{yesNo(settings.allowSearchCategories)}</Descriptions.Item>
        <Descriptions.Item label="Other rankings">{yesNo(settings.allowConfigOtherRankings)}</Descriptions.Item>
        <Descriptions.Item label="Category template type">{orDash(settings.categoryTemplateType)}</Descriptions.Item>
        <Descriptions.Item label="Category input template">{orDash(settings.categoryInputTemplate)}</Descriptions.Item>
        <Descriptions.Item label="Visibility tracking limit">
          {retailer.maxVisibilityTrackingEntitiesAllowed}
        </Descriptions.Item>
        <Descriptions.Item label="Customers tracking it">{retailer.customerCount}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/** /admin/retailer/details/?id=: one retailer with its settings, for system admins. */
export function RetailerDetailsPage() {
  return (
    <AdminOnly who="system-admin">
      <RetailerDetails />
    </AdminOnly>
  );
}

export { RetailerDetailsPage as Component };
