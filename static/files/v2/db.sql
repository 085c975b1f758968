-- SQLE 2.2311.2：元数据库初始化，由 MySQL 容器在数据目录第一次初始化时执行。
-- sqled 使用 sqle 库；程序只建表，不建库。
CREATE DATABASE IF NOT EXISTS `sqle` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
